// A second rule runs with the bindings of the first: only the
// expressions r saw marked are changed.
@r@
expression E;
@@
mark(E);

@depends on r@
expression r.E;
@@
- use(E);
+ use_marked(E);

@depends on !r@
@@
- never();
