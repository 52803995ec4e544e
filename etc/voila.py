"""Voila's configuration for ``make classroom`` and ``make present`` (the Makefile points Voila here).

Voila reads this file at start (``--Voila.config_file_paths``); the browser tests start their
Voila servers with it too, so they check what a teacher runs.
"""
c = get_config()  # noqa: F821 (traitlets hands config files this function)

# A page that closes asks Voila to shut its kernel down (a POST sent by the browser on
# `beforeunload`), but Voila's page never sets the `_xsrf` cookie that request must carry, so
# the server refused it with 403 and every visit left its kernel running (voila issue 1458).
# Voila listens on 127.0.0.1 only and jupyter_server still refuses any API request whose
# Origin is another site, so the XSRF cookie check adds nothing here but the leak.
c.Voila.tornado_settings = {"disable_check_xsrf": True}

# A kernel whose page went without a word (a browser killed, a laptop closed) is shut down
# after 10 idle minutes. Only kernels no page is connected to are culled: a board left on the
# projector for a whole lesson keeps its kernel; preheated kernels waiting for a visitor are
# never culled (Voila keeps them out of the culler).
c.MappingKernelManager.cull_idle_timeout = 600
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = False

# A visitor takes a preheated kernel; Voila starts its replacement this many seconds later, so
# that a teacher's reload or second tab right after the first visit (which takes the other
# preheated kernel: the Makefile keeps two) does not share the cores with a kernel running the
# page from the start (benchmarks/bench_page_load.py).
c.VoilaKernelManager.fill_delay = 15
