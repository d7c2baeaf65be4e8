// Code added after a statement that ends on a later line than it
// begins (a call split over two lines) takes the indentation of the
// statement's first line, as spatch prints it.
@@
expression a, b;
@@
- start();
+ start_traced();
  foo(a, b);
+ trace();
