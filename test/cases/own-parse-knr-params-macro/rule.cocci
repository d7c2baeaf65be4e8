@@
@@
- exit_with_usage
+ usage_exit
