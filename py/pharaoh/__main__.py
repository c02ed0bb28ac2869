"""``python -m pharaoh``: the command line (see :mod:`pharaoh.cli`)."""

import sys

from pharaoh.cli import main

sys.exit(main())
