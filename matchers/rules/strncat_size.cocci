// name: strncat_size
// message: strncat()'s bound is how many bytes to append, not the size of the destination
// severity: error
// fix: none
// tags: general
//
// strncat(d, s, n) appends up to n bytes of s and then a NUL, after what
// d already holds; `strncat(d, s, sizeof(d))` therefore overruns d by up
// to strlen(d) + 1 bytes.  The bound must be the room left,
// `sizeof(d) - strlen(d) - 1`.  Report only: the right bound (or a switch
// to snprintf()) needs a human.
@strncat_size@
expression D, S;
@@
* strncat(D, S, sizeof(D))
