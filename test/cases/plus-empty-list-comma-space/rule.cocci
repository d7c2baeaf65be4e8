@@
expression list es;
@@
- g(es)
+ g2(es, 0)

@@
expression list es;
@@
- h(es)
+ h2(1,   es, 0)
