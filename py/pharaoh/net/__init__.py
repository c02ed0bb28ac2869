"""Remote play between browsers: the validated boundary around the engine.

The modules are imported one by one, never from here, so the page pays only for what
it uses: :mod:`~pharaoh.net.sdp` (invite codes) and :mod:`~pharaoh.net.fairseed` (the
commit-reveal seed) are pure standard library; :mod:`~pharaoh.net.messages`,
:mod:`~pharaoh.net.host` and :mod:`~pharaoh.net.guest` need pydantic, which validates
every message from a peer before anything else touches it.  The engines never import
this package.
"""
