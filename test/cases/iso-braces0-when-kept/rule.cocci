// The when clauses hold where the block is more than `...`: another
// statement beside the dots, a position on a brace.  A block of only
// `...` as the body matches any body: they drop out.
@beside@
expression E;
@@
while (E) {
  step();
  ... when != stop();
}
- done();
+ finish();

@placed@
expression E;
position p;
@@
while (E) { ... when != stop();
}@p
- check();
+ verify();

@lone@
expression E;
@@
while (E) { ... when != stop();
}
- tail();
+ last();
