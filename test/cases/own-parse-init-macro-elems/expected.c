/* kernel/bpf/core.c: an initializer of macro calls without commas, each
 * call giving elements with their commas */
static unsigned int (*interpreters[])(const void *ctx,
				      const struct bpf_insn *insn) = {
EVAL6(PROG_NAME_LIST, 32, 64, 96, 128, 160, 192)
EVAL6(PROG_NAME_LIST, 224, 256, 288, 320, 352, 384)
EVAL1(PROG_NAME_LIST, 416)
};
