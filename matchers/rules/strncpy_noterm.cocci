// name: strncpy_noterm
// message: strncpy() does not NUL-terminate when the source fills the bound, and nothing terminates it here
// severity: warning
// fix: none
// tags: general
//
// strncpy(d, s, n) writes no NUL when strlen(s) >= n, so d is then not a
// string and the next strlen() or printf("%s") reads past it.  The usual
// guard is an explicit `d[n - 1] = '\0'` after the copy (or a bound of
// n - 1 into a cleared buffer).  The rule reports a strncpy() whose bound
// is the destination's full size, `sizeof(d)`, when no assignment to an
// element of d follows on any path (the second rule binds the guarded
// copies).  Fixed-width fields that are not strings by design (utmp's
// ut_line, tar headers) are reported too: say so with a comment and drop
// the finding.  Report only: snprintf(d, sizeof(d), "%s", s) or a
// terminating store is the human's choice.  A string literal source is
// not reported: strncpy() pads the rest of the destination with NULs, so
// a literal shorter than it (redis-cli's `strncpy(config.prompt, "lua
// debugger> ", sizeof(config.prompt))`) is terminated; one as long as the
// destination is not caught (compilers warn of that truncation).
@strncpy_literal@
constant char[] S;
expression D;
position p;
@@
  strncpy@p(D, S, sizeof(D));

@strncpy_terminated exists@
expression D, S, E1, E2;
position p;
@@
  strncpy@p(D, S, sizeof(D));
  ... when any
  D[E1] = E2;

// message: strncpy() does not NUL-terminate when the source fills the bound, and nothing terminates it here
@strncpy_noterm@
expression D, S;
position p != {strncpy_terminated.p, strncpy_literal.p};
@@
* strncpy@p(D, S, sizeof(D))
