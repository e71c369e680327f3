import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'

import { CrudPage } from '@/components/crud/crud-page'
import { ResourceTable } from '@/components/crud/resource-screen'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { CategoryForm } from '@/features/scope/components/category-form'
import { SubclassForm } from '@/features/scope/components/subclass-form'
import {
  categoriesResource,
  subclassesResource,
  useCategoryFilter,
} from '@/features/scope/scope-resources'

/** /admin/ruang-lingkup: classifications (tab 1) and their subclassifications (tab 2). */
export function Component() {
  const { t } = useTranslation('admin')
  const [search, setSearch] = useSearchParams()
  const tab = search.get('tab') === 'sub' ? 'sub' : 'class'
  return (
    <CrudPage title={t('scope.title')} description={t('scope.description')}>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setSearch(value === 'sub' ? { tab: 'sub' } : {}, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="class">{t('scope.classifications')}</TabsTrigger>
          <TabsTrigger value="sub">{t('scope.subclasses')}</TabsTrigger>
        </TabsList>
        <TabsContent value="class" className="mt-4">
          {tab === 'class' ? (
            <ResourceTable resource={categoriesResource} form={CategoryForm} />
          ) : null}
        </TabsContent>
        <TabsContent value="sub" className="mt-4">
          {tab === 'sub' ? <Subclasses /> : null}
        </TabsContent>
      </Tabs>
    </CrudPage>
  )
}

function Subclasses() {
  const filters = useCategoryFilter()
  return <ResourceTable resource={subclassesResource} form={SubclassForm} filters={filters} />
}
