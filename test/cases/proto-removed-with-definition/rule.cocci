// A definition removed whole takes its prototypes along (spatch's
// prototype rule), whatever their storage class and return type, with
// or without parameter names, and only its own: the definition is
// written without a return type.
@@
identifier f;
expression E;
@@
- f(int x) {
-   return x ? E : "b";
- }
