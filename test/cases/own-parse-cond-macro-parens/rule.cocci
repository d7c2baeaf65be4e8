@@
expression E;
@@
- VIM_ISWHITE(E)
+ vim_iswhite(E)
