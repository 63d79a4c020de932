// Licensed to the Apache Software Foundation (ASF) under one
// or more contributor license agreements.  See the NOTICE file
// distributed with this work for additional information
// regarding copyright ownership.  The ASF licenses this file
// to you under the Apache License, Version 2.0 (the
// "License"); you may not use this file except in compliance
// with the License.  You may obtain a copy of the License at
//
//   http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing,
// software distributed under the License is distributed on an
// "AS IS" BASIS, WITHOUT WARRANTIES OR CONDITIONS OF ANY
// KIND, either express or implied.  See the License for the
// specific language governing permissions and limitations
// under the License.
package com.cloud.kubernetes.cluster.vmmap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.mockito.ArgumentMatchers;
import org.mockito.Mockito;

import com.cloud.utils.db.GenericDao;
import com.cloud.utils.db.GenericSearchBuilder;
import com.cloud.utils.db.SearchBuilder;
import com.cloud.utils.db.SearchCriteria;

/**
 * Stubs a DAO's {@code createSearchBuilder()} / {@code createSearchBuilder(Class)} and its searches ({@code search},
 * {@code searchIncludingRemoved}, {@code customSearch}, {@code customSearchIncludingRemoved}) for the check's
 * {@code ... IN (...)} queries: a search answers from the parameters the code set ({@code name -> values}), and every
 * query is counted, so a test can say what was asked and how often. Install it before the code under test builds its
 * searches (they are built once, in its constructor).
 */
final class DaoSearchStub<T> {
    /** The parameters of each query, in order. */
    final List<Map<String, List<Object>>> queries = new ArrayList<>();
    /** The queries that included removed rows. */
    final List<Map<String, List<Object>>> includingRemoved = new ArrayList<>();
    /** The conditions the code added to the builder, as {@code name}, in order. */
    final List<String> conditions = new ArrayList<>();
    private Map<String, List<Object>> current = new LinkedHashMap<>();

    @SuppressWarnings({"unchecked", "rawtypes"})
    DaoSearchStub(GenericDao<T, Long> dao, Class<T> entityType, Function<Map<String, List<Object>>, List<?>> answer) {
        SearchCriteria<T> sc = Mockito.mock(SearchCriteria.class, inv -> {
            if (inv.getMethod().getName().equals("setParameters")) {
                Object[] raw = inv.getRawArguments();
                current.put((String) raw[0], Arrays.asList((Object[]) raw[1]));
            } else if (inv.getMethod().getName().equals("setJoinParameters")) {
                Object[] raw = inv.getRawArguments();
                current.put(raw[0] + "." + raw[1], Arrays.asList((Object[]) raw[2]));
            }
            return null;
        });
        SearchBuilder<T> sb = Mockito.mock(SearchBuilder.class, inv -> {
            switch (inv.getMethod().getName()) {
                case "entity":
                    return Mockito.mock(entityType);
                case "create":
                    current = new LinkedHashMap<>();
                    return sc;
                case "and":
                    conditions.add((String) inv.getArgument(0));
                    return null;
                default:
                    return null;
            }
        });
        Mockito.lenient().when(dao.createSearchBuilder()).thenReturn(sb);
        Mockito.lenient().when(dao.createSearchBuilder(ArgumentMatchers.any(Class.class))).thenReturn((GenericSearchBuilder) sb);
        Mockito.lenient().when(dao.search(ArgumentMatchers.same(sc), ArgumentMatchers.any())).thenAnswer(inv -> {
            queries.add(current);
            return answer.apply(current);
        });
        Mockito.lenient().when(dao.customSearch(ArgumentMatchers.same((SearchCriteria) sc), ArgumentMatchers.any())).thenAnswer(inv -> {
            queries.add(current);
            return answer.apply(current);
        });
        Mockito.lenient().when(dao.customSearchIncludingRemoved(ArgumentMatchers.same((SearchCriteria) sc), ArgumentMatchers.any())).thenAnswer(inv -> {
            queries.add(current);
            includingRemoved.add(current);
            return answer.apply(current);
        });
        Mockito.lenient().when(dao.searchIncludingRemoved(ArgumentMatchers.same(sc), ArgumentMatchers.any(), ArgumentMatchers.any(),
                ArgumentMatchers.anyBoolean())).thenAnswer(inv -> {
                    queries.add(current);
                    return answer.apply(current);
                });
    }

    /** The values of {@code name} in a query's parameters, as longs. */
    static List<Long> longs(Map<String, List<Object>> params, String name) {
        List<Long> out = new ArrayList<>();
        for (Object o : params.getOrDefault(name, new ArrayList<>())) {
            out.add(((Number) o).longValue());
        }
        return out;
    }
}
