// a struct definition whose end attribute is a name the rule declares
// `attribute name`: spatch reads `} __endattr;` as the struct's end
// attribute, not a variable's declaration, so `- struct id {...};`
// removes it, attribute and all; a name it was not told of
// (`__randomize_layout`) is a variable to it and stays
@@
identifier id;
attribute name __endattr;
@@
- struct id {...};
