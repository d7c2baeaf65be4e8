@@
expression E;
@@
  foo(E); /* context comment */
+ baz(E);
