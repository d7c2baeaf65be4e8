// `- .s = E,` on an initializer's last element, which has no comma
// after it, its `}` on the element's line: spatch 1.1.1 removes the
// element alone, the comma before it stays, and the `}` goes to the
// indentation of the line holding its `{`.
@@
identifier s =~ "^s$";
expression E;
@@
struct k I = { ...,
- .s = E,
  ..., };
