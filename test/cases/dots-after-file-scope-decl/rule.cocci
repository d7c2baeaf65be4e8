// A run that opens with a declaration and goes on with only dots and
// '?' statements matches a file-scope declaration alone: its control
// flow ends right after it (spatch 1.1.1; coccinellery's static2).
// In a function the dots go on as usual.
@@
identifier x;
expression e;
type T;
@@

- static
  T x;
  ... when != x
      when strict
? x = e;
