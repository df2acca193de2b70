"""The `domsim` command line (click). Entry point: cli.main:main."""
