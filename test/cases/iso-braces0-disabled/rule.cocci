// `disable braces0` keeps the when clauses of a block of only `...`;
// without it they drop out
@held disable braces0@
expression E;
@@
while (E) { ... when != stop();
}
- done();
+ finish();

@dropped@
expression E;
@@
while (E) { ... when != stop();
}
- tail();
+ last();
