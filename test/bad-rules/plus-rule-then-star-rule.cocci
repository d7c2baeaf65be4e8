// spatch 1.1.1 refuses the file at line 10 ("around = '*'"): the '+'
// line of the first rule made it a patch
@add@
@@
  setup();
+ trace_setup();

@look@
@@
* teardown();
