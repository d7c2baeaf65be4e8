// Added code's loop `name(...) S` needs name declared an iterator, as
// on the match side (grammar-iterator-undeclared-refused): spatch 1.1.1
// parses the plus side with the rule's names, reads an undeclared
// list_for_each_safe(p, H) as a call and refuses the rule ("plus: parse
// error" at S).  `iterator name list_for_each_safe;` would declare it.
@@
expression H;
identifier p;
statement S;
@@
- for (p = H; p; p = p->next) S
+ list_for_each_safe(p, H) S
