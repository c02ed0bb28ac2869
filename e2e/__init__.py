"""End-to-end tests in headless Chromium (see conftest.py)."""
