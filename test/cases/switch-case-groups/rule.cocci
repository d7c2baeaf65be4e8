// a switch whose pattern is case groups: each group takes a case of its
// own, in any order; the source may have more cases, and a case without
// break falls through the next label to one
@@
@@

switch (x) {
- case FOO: ... break;
- case XYZ: ... break;
}
