// The paren isomorphism drops every pair of parentheses of a rule that
// removes them along with other code and adds code (misc/minmax's
// patch rule), as spatch 1.1.1 does; the added `)` takes the place of
// the removed code without a blank before it.
@@
expression x, y;
@@
-((x) < (y) ? (x) : (y))
+min(x, y)

@@
expression x, y;
@@
-(x) > (y)
+y < x
