/* the kernel's BTF ids (kernel/bpf/arraymap.c, link_iter.c): a tag
 * keyword alone as a macro argument, at file level and as a statement */
BTF_ID_LIST_SINGLE(array_map_btf_ids, struct, bpf_link)
const struct bpf_map_ops array_map_ops = {
	.map_alloc = bpf_link2,
};

BTF_ID_LIST(btf_bpf_link_id)
BTF_ID(struct, bpf_link)

static int f(void)
{
	BTF_TYPE_EMIT_X(union, bpf_link);
	return h(bpf_link2);
}
