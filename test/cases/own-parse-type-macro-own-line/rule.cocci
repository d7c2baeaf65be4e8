@@
@@
- &af_dummy_script_class
+ &af_none_script_class
