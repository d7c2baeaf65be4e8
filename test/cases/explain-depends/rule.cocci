@first@
@@
  setup();

@second depends on first@
expression E;
@@
- use(E);
+ use_checked(E);
