// the value_format isomorphism: 1 in the rule matches 0x1 and 01
@@
@@
- f(1)
+ g()
