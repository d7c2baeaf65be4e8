// An expression list keeps the arguments as written, comments and line
// breaks included; an empty list takes no comma with it.
@@
expression dev;
expression list ES;
@@
- old_log(dev, ES)
+ new_log(dev_name(dev), ES)
