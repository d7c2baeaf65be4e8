// `- s,` on an enum's last element, which has no comma after it:
// spatch 1.1.1 removes the element alone, the comma before it stays,
// and the `}` left first on its line goes to the `enum` line's
// indentation.
@@
identifier s =~ "^s$";
@@
enum k { ...,
- s,
  ..., };
