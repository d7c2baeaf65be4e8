// declarer name at file level: MODULE_PARM(...); not defined as a macro
@@
expression list es;
declarer name MODULE_PARM, module_param;
@@
- MODULE_PARM(es);
+ module_param(es, int);
