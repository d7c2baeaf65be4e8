@@
expression E;
@@
  foo(E);
++ baz(E); /* pp */
