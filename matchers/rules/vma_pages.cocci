// name: vma_pages
// message: (vma->vm_end - vma->vm_start) >> PAGE_SHIFT open-codes vma_pages(vma)
// severity: note
// fix: safe
// tags: kernel
//
// The number of pages a VMA spans is what vma_pages() returns; the fix
// replaces the open-coded `(vma->vm_end - vma->vm_start) >> PAGE_SHIFT`
// by vma_pages(vma), for an expression whose type clang spells
// `struct vm_area_struct *`.  Ported from
// scripts/coccinelle/api/vma_pages.cocci.
@vma_pages@
struct vm_area_struct *E;
@@
- (E->vm_end - E->vm_start) >> PAGE_SHIFT
+ vma_pages(E)
