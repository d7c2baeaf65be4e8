// misc/minmax's pminif: the rule removes the whole `if`, its braces
// with it; standard.iso's braces4 (`{ S } => S`) matches branches
// written without braces too (spatch 1.1.1: drivers/block/aoe/aoecmd.c:610)
@@
expression x, y;
expression min_val;
binary operator cmp = {<=, <};
@@
-	if ((x) cmp (y)) {
-		min_val = x;
-	} else {
-		min_val = y;
-	}
+	min_val = min(x, y);

// Braces removed with what they hold kept are no block removed whole:
// the isomorphism does not apply ("braces must be all minus ... or all
// context"), so the unbraced `if (p) release(p);` stays, as in spatch.
@@
expression E;
@@
- if (E != NULL) {
  release(E);
- }
