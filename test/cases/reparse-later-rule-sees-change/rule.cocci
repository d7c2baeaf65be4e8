// the second rule matches what the first one wrote
@@
@@
- foo();
+ xxx();

@@
@@
- xxx();
+ new_foo();
