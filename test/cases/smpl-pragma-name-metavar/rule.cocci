// `#pragma i p`: an identifier metavariable (here constrained) binds
// the pragma's name, a pragmainfo metavariable the rest
@r@
identifier i =~ "^GCC$";
pragmainfo p;
@@

- #pragma i p

