"""The notebooks the browser tests open. ``exercise_demo.ipynb`` is also a lesson's stand-in under
nbval: ``make test`` re-executes it with the lessons (stored unanswered, it must give the outputs it
was stored with); the others are pages for the browser and are not collected."""
collect_ignore = ["maids_board.ipynb", "trainer.ipynb"]
