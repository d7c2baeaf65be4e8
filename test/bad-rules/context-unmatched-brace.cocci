@@
expression E;
@@
- f(E);
+ g(E);
}
