/* tinycc's tccelf.c: a cast to a pointer to a macro-made type */
static int sym_index(void *data, int i)
{
	ElfW(Sym) *sym = (ElfW(Sym) *)section_ptr_checked(data, i);

	return sym->st_shndx;
}
