// a declarer metavariable anywhere but a declarer's name is refused (spatch: a parse error)
@@
declarer D;
expression E;
@@
- E = D;
