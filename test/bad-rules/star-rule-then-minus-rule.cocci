// spatch 1.1.1 refuses the file at line 9 ("around = '-'"): the '*'
// line of the first rule made it a match
@find@
@@
* lock_all();

@fix@
@@
- unlock_all();
+ unlock_each();
