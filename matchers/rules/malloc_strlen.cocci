// name: malloc_strlen
// message: malloc(strlen(s)) leaves no room for the NUL that strcpy() writes
// severity: error
// fix: safe
// tags: general
//
// strlen() does not count the terminating NUL, so a copy of s made with
// strcpy() into malloc(strlen(s)) writes one byte past the block.  The
// rule fires when the buffer is next filled with strcpy() of the same
// string on some path (exists) that does not reassign it; the fix adds
// the + 1, which is always right for that copy.
@malloc_strlen exists@
expression E, S, E2;
@@
  E = malloc(
- strlen(S)
+ strlen(S) + 1
  );
  ... when != E = E2
  strcpy(E, S);

// message: malloc(strlen(s)) leaves no room for the NUL that strcpy() writes
@malloc_strlen_decl exists@
type T;
identifier x;
expression S, E2;
@@
  T *x = malloc(
- strlen(S)
+ strlen(S) + 1
  );
  ... when != x = E2
  strcpy(x, S);
