// spatch 1.1.1 reprints added code: no space inside parentheses, none
// before a comma and one after it, whatever the rule's spelling.
@@
expression E;
@@
- foo(E);
+ bar(  E,sizeof( E ) ,E,E );
