// A definition without a return type at the file's first token (its
// empty type node ends before the file starts): removed whole, cfix
// crashed reading the type's last token.  Only the finding is pinned:
// spatch 1.1.1 leaves an empty line where the removed lines were at the
// file's start (a typed definition too), cfix does not.
@@
@@

- setup(...) { ... }
