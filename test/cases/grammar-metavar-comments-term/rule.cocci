// a comments metavariable stands only after '@' (`foo();@c`): spatch
// 1.1.1 refuses it as a term, here in added code (a parse error); cfix
// refuses it at the name rather than add the place's code
@r@
comments c;
@@
- foo();@c

@@
comments r.c;
@@
 after();
+ c
