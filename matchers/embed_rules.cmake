# Writes OUT: a C file holding the text of each rule file in RULES, so the
# built-in rules travel inside the binary.  SYMBOL: the table's name
# (default cfix_builtin_rules).
if(NOT SYMBOL)
  set(SYMBOL cfix_builtin_rules)
endif()
set(body "/* Generated from matchers/rules by embed_rules.cmake. */\n#include <stddef.h>\n\n")
set(table "")
set(count 0)
foreach(rule ${RULES})
  get_filename_component(name ${rule} NAME)
  file(READ ${rule} hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(APPEND body "static const char rule_${count}[] = {${bytes} 0};\n")
  string(APPEND table "\t{ \"${name}\", rule_${count}, sizeof(rule_${count}) - 1 },\n")
  math(EXPR count "${count} + 1")
endforeach()
string(APPEND body "\nconst struct cfix_builtin_rule { const char *name; const char *text; size_t len; }\n${SYMBOL}[] = {\n${table}\t{ NULL, NULL, 0 }\n};\n")
file(WRITE ${OUT} "${body}")
