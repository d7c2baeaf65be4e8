/* prototypes of implicit int, valid in C89: clang's prototypes, not
 * declarers, so the prototypes isomorphism changes them with their
 * functions */
helper (long x);
static other (long x);

helper (long x) {
  return x;
}

static other (long y) {
  return y;
}
