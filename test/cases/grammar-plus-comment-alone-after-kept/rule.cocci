// the first rule makes the second one run once (the golden runner
// checks that a second run changes nothing)
@a@
expression E;
@@
- bar(E);
+ bar2(E);

@depends on a@
expression E;
@@
  foo(E);
+ // after foo
