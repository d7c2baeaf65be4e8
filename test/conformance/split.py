"""The held-out part of the public Coccinelle tests.

A quarter of /work/shared/cocci-tests, chosen by a rule fixed on
2026-12-05 before any result was looked at: a test is held out when the
first byte of SHA-256("cfix-held-out:" + its name) is a multiple of 4.
Work on cfix looks only at the other part (the working part): run.py
and compare.py print the held-out part as counts, never by name, so its
figures tell whether work on the working part carries over to tests
nobody tuned on.
"""
import hashlib


def held_out(name):
    """True when the test NAME is in the held-out part."""
    return hashlib.sha256(("cfix-held-out:" + name).encode()).digest()[0] % 4 == 0
