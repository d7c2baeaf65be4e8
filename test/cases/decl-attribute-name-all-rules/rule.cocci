// `attribute name` in one rule makes the name an attribute for all
// rules (spatch's C parser); a rule disabling optional_attributes then
// matches no declaration carrying it
@@
identifier j;
attribute name __initdata;
@@
  struct
- cfg
+ config
  j __initdata = { ... };

@disable optional_attributes@
identifier i,j;
@@
  struct i
- j
+ plain
  = { ... };
