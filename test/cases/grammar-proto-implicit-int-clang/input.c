/* prototypes of implicit int, valid in C89: clang's prototypes, not
 * declarers, so the prototypes isomorphism changes them with their
 * functions */
helper (int x);
static other (int x);

helper (int x) {
  return x;
}

static other (int y) {
  return y;
}
