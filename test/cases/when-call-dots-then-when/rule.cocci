// A when clause whose call has '...' arguments, followed by another when
// clause: both apply to the statement '...'.
@@
identifier x;
@@
* int x = 1;
  ... when != stop(...)
      when != halt()
* return ...;
